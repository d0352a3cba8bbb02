import { href } from '@/config/paths';

/** The act type id of a catalogue path (`/na_details/:id`, `/na_details/calc/:nadid`), or null when it is not one. */
export function parseActTypeId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) return null;
  return Number(param);
}

/** Where an act of this type is started: the act page in creation mode (-1); it asks for login first. */
export const newActPath = (actTypeId: number) => `${href('notarialAct', { uuid: -1 })}?type=${actTypeId}`;

import { useQuery } from '@tanstack/react-query';
import { checkToken } from '@/lib/auth';

/**
 * A stored session is checked once, while someone is logged in (layout/root-layout.tsx); a dead one is cleared by the
 * API client's 403 handling.
 */
export function StartupSessionCheck() {
  useQuery({ queryKey: ['check-token'], queryFn: checkToken, staleTime: Infinity });
  return null;
}

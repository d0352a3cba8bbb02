import { landingPages } from './landing';
import { isInvitation, loginSchema, prefillFromQuery } from './login-schema';

const DILNOZA = { passserial: 'AA', passnum: '1234567', pin: '41403850230012' };

/** The first message per field, as the form shows it. */
function messages(values: object): Record<string, string> {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the identification rules', () => {
  it('accept two Latin capitals, seven digits and a fourteen-digit pin', () => {
    expect(messages(DILNOZA)).toEqual({});
  });

  it('ask for every missing field with the contract keys', () => {
    expect(messages({ passserial: '', passnum: '', pin: '' })).toEqual({
      passserial: 'error_required_passserial',
      passnum: 'error_required_passnum',
      pin: 'error_required_pin',
    });
  });

  it.each([
    [{ passserial: 'A' }, 'passserial', 'error_wrong_passserial_length'],
    [{ passserial: 'ab' }, 'passserial', 'error_wrong_passserial_length'],
    [{ passnum: '123456' }, 'passnum', 'error_wrong_passnum_length'],
    [{ passnum: '12345678' }, 'passnum', 'error_wrong_passnum_length'],
    [{ pin: '4140385023001' }, 'pin', 'error_wrong_pin_length'],
  ])('refuse %o with the length message', (change, field, key) => {
    expect(messages({ ...DILNOZA, ...change })).toEqual({ [field]: key });
  });
});

describe('the query of an identification link', () => {
  it('pre-fills series and number when both are there, with the pin of an invitation', () => {
    expect(prefillFromQuery('?passserial=aa&passnum=1234567')).toEqual({ passserial: 'AA', passnum: '1234567', pin: '' });
    expect(prefillFromQuery('?passserial=AA&passnum=1234567&pin=41403850230012')).toEqual(DILNOZA);
  });

  it('pre-fills nothing when one of them is missing', () => {
    expect(prefillFromQuery('?passserial=AA')).toEqual({ passserial: '', passnum: '', pin: '' });
  });

  it('is an invitation only with pin, series and number', () => {
    expect(isInvitation('?pin=1&passserial=AA&passnum=2')).toBe(true);
    expect(isInvitation('?passserial=AA&passnum=2')).toBe(false);
  });
});

describe('the landing after login', () => {
  const take = (url: string | null) => vi.fn(() => url);

  it('opens the invitation act in a browser when the login link was an invitation', () => {
    const search = '?pin=41403850230012&passserial=AA&passnum=1234567';
    expect(landingPages({ mode: 'browser', search, takeRedirectUrl: take('/notary') })).toEqual([`/enotarial_act/-1${search}`]);
  });

  it('else returns to the remembered path, else to my notarial acts', () => {
    const remembered = take('/search_ban');
    expect(landingPages({ mode: 'browser', search: '', takeRedirectUrl: remembered })).toEqual(['/search_ban']);
    expect(remembered).toHaveBeenCalledOnce();
    expect(landingPages({ mode: 'browser', search: '', takeRedirectUrl: take(null) })).toEqual(['/my_notarial_act']);
  });

  it('goes to the kiosk menu first, then to the remembered kiosk page', () => {
    expect(landingPages({ mode: 'kiosk', search: '', takeRedirectUrl: take('/kiosk/search_ban') })).toEqual([
      '/kiosk',
      '/kiosk/search_ban',
    ]);
    expect(landingPages({ mode: 'kiosk', search: '', takeRedirectUrl: take(null) })).toEqual(['/kiosk']);
  });
});

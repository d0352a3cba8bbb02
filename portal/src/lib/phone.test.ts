import { formatPhone } from './phone';

it('writes a national number with its code and dials it in full', () => {
  expect(formatPhone('957492926')).toEqual({ text: '+998 (95) 749 29 26', dial: '+998957492926' });
  expect(formatPhone('+998 71 233-45-67')).toEqual({ text: '+998 (71) 233 45 67', dial: '+998712334567' });
  expect(formatPhone('1008')).toEqual({ text: '1008', dial: '1008' });
});

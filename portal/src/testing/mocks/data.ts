import type { UserPublic } from '@/lib/api';

/** Dilnoza Karimova, the first demo person of the sandbox contract (shared/contracts/sandbox.md). */
export const demoCitizen: UserPublic = {
  id: 1,
  userid: 'AA1234567',
  name: 'Dilnoza',
  surname: 'Karimova',
  lastname: '',
  fullname: 'Karimova Dilnoza',
  typeid: 1,
  gender: 2,
  birthdate: '1985-03-14',
  birthcountry: 'UZB',
  inn: '',
  pin: '41403850230012',
  passserial: 'AA',
  passnum: '1234567',
  issueorg: '',
  issuedate: null,
  exprdate: null,
  citizenship: 'UZB',
  nationality: '',
  phone: '',
  email: '',
  regionid: null,
  regionru: null,
  regionuz: null,
  districtid: null,
  districtru: null,
  districtuz: null,
  regaddress: '',
  actaddress: '',
  orginn: '',
  orgname: '',
  valid: true,
  termsofuse: 1,
  roles: ['citizen'],
};

/** Sardor Aliyev, the administrator of the sandbox contract. */
export const demoAdmin: UserPublic = {
  ...demoCitizen,
  id: 4,
  userid: '30501900450028',
  name: 'Sardor',
  surname: 'Aliyev',
  fullname: 'Aliyev Sardor',
  gender: 1,
  birthdate: '1990-01-05',
  pin: '30501900450028',
  passserial: 'AD',
  passnum: '2222222',
  roles: ['citizen', 'admin'],
};

export const clientConfig = {
  appVersion: '0.1.0',
  sandbox: true,
  helpVideoUrl: '/static/help/identification.mp4',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  supportPhone: '1008',
  kioskIdleSeconds: 120,
};

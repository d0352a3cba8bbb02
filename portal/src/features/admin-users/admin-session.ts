import { demoCitizen } from '@/testing/mocks/data';

/** Sardor Aliyev of docs/contracts/sandbox.md#demo-people, the administrator, logged in. */
export const adminSession = {
  session: {
    user: {
      ...demoCitizen,
      id: 3,
      userid: '30501900450028',
      name: 'Sardor',
      surname: 'Aliyev',
      fullname: 'Aliyev Sardor Karimovich',
      pin: '30501900450028',
      passserial: 'AD',
      passnum: '2222222',
      roles: ['citizen', 'admin'],
    },
  },
};

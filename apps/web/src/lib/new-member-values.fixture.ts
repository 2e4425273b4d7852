import { emptyNewMemberValues, type NewMemberValues } from './new-member-values';

/** For tests: a new member as typed, with the spaces, blanks and choices the conversions handle. */
export const typedNewMember: NewMemberValues = {
  ...emptyNewMemberValues(' RK000001 '),
  username: ' alice01 ',
  email: ' alice@example.com ',
  state_id: '14',
  group_type: '2',
  receiver_fullname: '  ',
  address: '  ',
  remark: ' call first ',
};

// What other features use of invitations (udztb): the scope-aware lookup and the one transaction every
// change of an invitation runs in (a supplier's save and workflow, staff's paper quote and decline).
export {
  type ChangedInvitation,
  changeInvitation,
  type InvitationDecision,
  type InvitationTarget,
} from './change-invitation.ts';
export {
  findInvitation,
  type Invitation,
  type InvitationChange,
  type InvitationKey,
  type InvitationScope,
  invitationsInScope,
  scopeOf,
} from './invitation-repository.ts';

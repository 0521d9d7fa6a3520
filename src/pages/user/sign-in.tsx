import { Head as UserHead, UserAppFirstScreen } from '../../app/sections/user-app';

/** /user/sign-in/ itself: the sign-in screen, rendered at build time. */
export default UserAppFirstScreen;
export const Head = UserHead;

import { Head as UserHead, UserApp } from '../../app/sections/user-app';

/** /user/*: the account, sign-in and sign-up screens (src/app/sections/user-app.tsx). */
export default UserApp;
export const Head = UserHead;

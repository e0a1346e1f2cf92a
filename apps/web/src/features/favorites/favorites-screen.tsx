/** Not built yet: the signed-in issue builds this screen. */
export { default } from '../site/screens/not-yet-screen';

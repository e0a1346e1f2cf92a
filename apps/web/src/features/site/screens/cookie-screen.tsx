import { LegalPage } from '../components/legal-page';

export default function CookieScreen() {
  return <LegalPage kind="cookie" />;
}

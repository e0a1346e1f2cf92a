import { LegalPage } from '../components/legal-page';

export default function PrivacyScreen() {
  return <LegalPage kind="privacy" />;
}

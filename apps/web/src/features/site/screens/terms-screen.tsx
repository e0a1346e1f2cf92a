import { LegalPage } from '../components/legal-page';

export default function TermsScreen() {
  return <LegalPage kind="terms" />;
}

export { LegalDocument, type LegalDocumentProps, type LegalSection } from './legal-document.js';

export { ContactForm, type ContactFormProps, type ContactFormValues } from './contact-form.js';

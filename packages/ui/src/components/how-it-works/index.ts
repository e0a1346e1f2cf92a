export { HowItWorks, type HowItWorksProps, type HowItWorksStep } from './how-it-works.js';
export {
  MockQuestionnaire,
  type MockQuestionnaireOption,
  type MockQuestionnaireProps,
} from './mock-questionnaire.js';
export { PhoneFrame, phoneFrameVariants, type PhoneFrameProps } from './phone-frame.js';

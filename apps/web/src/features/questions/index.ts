// What the tender detail uses of the questions: the Q&A dialog (its button label is `buttons.qa` of the
// `questions` namespace).
export { QuestionsDialog } from './components/questions-dialog';

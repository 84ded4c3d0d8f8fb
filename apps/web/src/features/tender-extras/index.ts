// What the tender detail uses of the extras: the buttons with their dialogs.
export { TenderExtrasBar } from './components/tender-extras-bar';

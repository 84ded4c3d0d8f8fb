// Public surface of the buyer-tender feature (issue 17): the tender page and the questions inbox of the
// buyer console, loaded lazily by the app's router. Its API calls come from features/buyer.

export { BuyerQuestionsPage } from './pages/questions-page';
export { BuyerTenderPage } from './pages/tender-page';

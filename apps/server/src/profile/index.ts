// What other features use of profile: the day certificate and licence expiry is judged against (the home
// page counts the certificates about to expire by the same day).
export { todayUtc } from './today.ts';

/** The /todays-team page, loaded as its own chunk. */
export { TodaysTeamPage } from './todays-team-page';

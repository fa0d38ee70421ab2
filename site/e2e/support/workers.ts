/**
 * How many journey files run at once, each worker with its own browser and its own server
 * (global-setup.ts). Two: the journeys mostly wait on their pages and servers, and two at a time
 * take about 300 s where one at a time took about 470 s beside the server suites. The VK ID
 * sign-in that failed twice with two (decision 0236) was the test's own race, found and fixed
 * in decision 0237.
 */
export const journeyWorkers = 2;

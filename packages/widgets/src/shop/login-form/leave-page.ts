/** Leaves the page for another site (VK ID), keeping this page in the history for the way back. */
export const leavePage = (url: string) => window.location.assign(url);

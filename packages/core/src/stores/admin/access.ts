/** The staff rule lives in core's rules; the admin stores re-export it for the screens that import it from here. */
export { isStaff, staffRoles } from '../../rules/roles.js';

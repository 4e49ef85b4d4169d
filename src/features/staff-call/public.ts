/** What other features may use of the staff call: the navbar's bell (with its notice and sheet). */
export { StaffCallBell } from './components/staff-call-bell.tsx';

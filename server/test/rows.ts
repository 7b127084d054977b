// Kept for the tests that import it here; the builders live in the shared test support.
export { insertKinkRow, insertUserRow } from '../../test/support/rows';

/**
 * What the test apps (support/app.ts, e2e/support/server.ts) sign their challenges and staff
 * cookies with, unless a test's env sets CHECK_SECRET: fixed, so a test signs a staff cookie
 * (support/staff.ts) as the app it drives does.
 */
export const TEST_CHECK_SECRET = 'test-check-secret-of-the-test-apps-0123456789';

import { installConsoleGuard } from './console-guard';

// vitest.config.ts `setupFiles`: runs before each unit and API test file.
installConsoleGuard();

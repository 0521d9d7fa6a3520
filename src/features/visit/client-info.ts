import { clientEnv } from '../../config/env';
import { DATA_VERSION } from '../../config/site';

/** Build, screen and user-agent facts: what the client puts in /main/'s free-form `client_info`. */
export type ClientInfo = {
  build: { label: string; dataVersion: string; compilationHash: string | null };
  screen: { width: number; height: number };
  userAgent: { raw: string; language: string | null; platform: string | null; mobile: boolean | null };
};

interface UserAgentDataLike {
  mobile?: boolean;
  platform?: string;
}

/** Build, screen and user-agent facts sent with /main/ (spec section 3, client info). */
export function collectClientInfo(win: Window = window): ClientInfo {
  const navigatorWithHints = win.navigator as Navigator & { userAgentData?: UserAgentDataLike };
  const hints = navigatorWithHints.userAgentData;
  const compilationHash = (win as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash;
  return {
    build: {
      label: clientEnv.buildLabel,
      dataVersion: DATA_VERSION,
      compilationHash: compilationHash ?? null,
    },
    screen: { width: win.screen?.width ?? 0, height: win.screen?.height ?? 0 },
    userAgent: {
      raw: win.navigator.userAgent.slice(0, 400),
      language: win.navigator.language ?? null,
      platform: hints?.platform ?? null,
      mobile: typeof hints?.mobile === 'boolean' ? hints.mobile : null,
    },
  };
}

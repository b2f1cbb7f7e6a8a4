/** A short description of a session's device, read from its User-Agent header (no external lookup). */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d]+)/, 'Edge'],
  [/OPR\/([\d]+)/, 'Opera'],
  [/SamsungBrowser\/([\d]+)/, 'Samsung Internet'],
  [/Firefox\/([\d]+)|FxiOS\/([\d]+)/, 'Firefox'],
  [/CriOS\/([\d]+)/, 'Chrome'],
  [/HeadlessChrome\/([\d]+)/, 'Chrome Headless'],
  [/Chrome\/([\d]+)/, 'Chrome'],
  [/Version\/([\d]+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, deviceType: 'unknown' };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      const version = match.slice(1).find(Boolean);
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const deviceType =
    /iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))
      ? 'tablet'
      : /Mobi|iPhone|iPod/.test(userAgent)
        ? 'mobile'
        : os
          ? 'desktop'
          : 'unknown';
  return { browser, os, deviceType };
}

/**
 * AudioContext.setSinkId exists (Chromium 110+); elsewhere the choice is hidden. Apart from output-device.ts
 * so the server's first content draws the control without the device code (decision 045).
 */
export function outputDeviceSupported(): boolean {
  return typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;
}

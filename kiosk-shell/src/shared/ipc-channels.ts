/** Every IPC channel between the kiosk page's preload and the main process; nothing else is ever sent. */
export enum IpcChannel {
  DeviceInfo = 'kiosk:device-info',
  PrintRegion = 'kiosk:print-region',
  EndSession = 'kiosk:end-session',
  KeepAwake = 'kiosk:keep-awake',
}

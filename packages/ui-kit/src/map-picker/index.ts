export {
  formatLocation,
  type ManualLocationInput,
  type MapLocation,
  parseLocation,
  validateManualLocation,
} from './location.js';
export { MapPickerDialog, type MapPickerDialogProps } from './map-picker-dialog.js';
export { type MapService, MapServiceProvider, useMapService } from './map-service.js';
export { MAP_PICKER_BASE_URL, mapPickerUrl, type PickedPlace, readPickerMessage } from './picker-message.js';

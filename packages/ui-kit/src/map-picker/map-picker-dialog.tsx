import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { MAP_DIALOG_HEIGHT } from '@practice/sdk';
import { AppDialog } from '../dialog/app-dialog.js';
import { DialogActions } from '../dialog/dialog-actions.js';
import type { MapLocation } from './location.js';
import { ManualLocationForm } from './manual-location-form.js';
import { useMapService } from './map-service.js';
import { MAP_PICKER_BASE_URL, mapPickerUrl, type PickedPlace } from './picker-message.js';
import { useMapPickerState } from './use-map-picker-state.js';
import { usePickerMessages } from './use-picker-messages.js';

export interface MapPickerDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the chosen place; the dialog then closes through onClose. */
  onConfirm(location: MapLocation): void;
  /** The maps service key; without one the place is typed in by hand. Default: the MapServiceProvider's. */
  mapKey?: string;
  /** Without a key: how to configure one (which setting, on which screen). Default: the provider's. */
  setupHint?: string;
  initial?: MapLocation | null;
  /** The picker page embedded in the frame; messages are accepted from its origin only. */
  pickerBaseUrl?: string;
}

function PickedSummary({ picked }: { picked: PickedPlace | null }) {
  return (
    <Box paddingX="6" paddingY="3" borderTopWidth="1px" aria-live="polite">
      {picked ? (
        <Text>
          已选择: <strong>{picked.place}</strong>
          {picked.address && picked.address !== picked.place ? ` (${picked.address})` : ''} · 纬度{' '}
          {picked.lat}, 经度 {picked.lng}
        </Text>
      ) : (
        <Text color="fg.muted">请在地图中搜索或点击选择位置</Text>
      )}
    </Box>
  );
}

/** Map picker of SPEC §2.4: 660 px high, 确定 disabled until a place is chosen, 取消 closes. */
export function MapPickerDialog({
  open,
  onClose,
  onConfirm,
  mapKey: givenKey,
  setupHint: givenHint,
  initial,
  pickerBaseUrl = MAP_PICKER_BASE_URL,
}: MapPickerDialogProps) {
  const service = useMapService();
  const mapKey = givenKey ?? service.mapKey;
  const setupHint = givenHint ?? service.setupHint;
  const framed = Boolean(mapKey);
  const state = useMapPickerState(open, initial);
  usePickerMessages(framed && open ? new URL(pickerBaseUrl).origin : null, state.pick);
  const chosen: MapLocation | null = framed ? state.picked : state.manualLocation;

  const confirm = () => {
    if (!chosen) return;
    onConfirm({ place: chosen.place, lat: chosen.lat, lng: chosen.lng });
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="选择位置"
      size="medium"
      bodyHeight={`${MAP_DIALOG_HEIGHT}px`}
      footer={<DialogActions onCancel={onClose} confirmLabel="确定" disabled={!chosen} onConfirm={confirm} />}
    >
      {framed && mapKey ? (
        <Flex direction="column" height="100%">
          <chakra.iframe
            flex="1"
            width="100%"
            border="0"
            title="地图选点"
            src={mapPickerUrl(mapKey, pickerBaseUrl)}
          />
          <PickedSummary picked={state.picked} />
        </Flex>
      ) : (
        <ManualLocationForm
          value={state.manual}
          onChange={state.setManual}
          errors={state.manualErrors}
          {...(setupHint ? { setupHint } : {})}
        />
      )}
    </AppDialog>
  );
}

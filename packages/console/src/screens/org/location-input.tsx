import { Button, HStack, Input } from '@chakra-ui/react';
import { formatLocation, MapPickerDialog, parseLocation } from '@practice/ui-kit';
import { useState } from 'react';

export interface LocationInputProps {
  label: string;
  /** 'place,lat,lng' (SPEC §3), or '' when none is set. */
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

/** A place chosen on the map picker (660 px, SPEC §2.4): shown as its name, stored as 'place,lat,lng'. */
export function LocationInput({ label, value, onChange, readOnly = false }: LocationInputProps) {
  const [picking, setPicking] = useState(false);
  const place = parseLocation(value);
  return (
    <HStack gap="2" width="full">
      <Input
        readOnly
        flex="1"
        aria-label={label}
        value={place ? place.place : value}
        title={place ? `纬度 ${place.lat}, 经度 ${place.lng}` : undefined}
        placeholder={readOnly ? '' : '请点击选择位置'}
        onClick={() => !readOnly && setPicking(true)}
      />
      {!readOnly && (
        <>
          <Button variant="outline" onClick={() => setPicking(true)}>
            选择位置
          </Button>
          {value !== '' && (
            <Button variant="ghost" onClick={() => onChange('')}>
              清除
            </Button>
          )}
        </>
      )}
      <MapPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onConfirm={(location) => onChange(formatLocation(location))}
        initial={place}
      />
    </HStack>
  );
}

import { SimpleGrid } from '@chakra-ui/react';
import type { ProgrammeFigures } from '@practice/sdk/contract';
import { FigureTile } from '../../screens/kit/figure-tile.js';
import { countText, percentText } from '../../screens/kit/figures.js';
import { useWorkAddress } from '../../screens/kit/use-work-address.js';
import { FIGURES, OPEN_WARNINGS } from './figure-links.js';

/** The programme's figures as tiles, each a link to its list where the user holds that page. */
export function FigureTiles({ figures }: { figures: ProgrammeFigures }) {
  const address = useWorkAddress();
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="figure-tiles">
      {FIGURES.map((f) => (
        <FigureTile
          key={f.key}
          label={f.label}
          value={percentText(figures[f.key])}
          detail={countText(figures[f.key])}
          to={address(f.link)}
        />
      ))}
      <FigureTile
        label={OPEN_WARNINGS.label}
        value={String(figures.fOpenWarnings)}
        detail="条学生预警"
        to={address(OPEN_WARNINGS.link)}
        alert={figures.fOpenWarnings > 0}
      />
    </SimpleGrid>
  );
}

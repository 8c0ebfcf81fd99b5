import { chakra, Flex } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AppRoute } from '../routes/types.js';
import { firstScreen, routesOfService } from '../side-menu/menu-rules.js';
import { routesStore } from '../stores/routes.js';

/*
 * The comprehensive layout's top-level tabs (SPEC §2.2: "tabs per top-level menu"): one per service the
 * user has; picking one shows its menus in the side bar and opens its first page.
 */
export function ServiceTabs() {
  const { services, serviceId, routes } = useSnapshot(routesStore);
  const navigate = useNavigate();

  const pick = (id: number) => {
    routesStore.serviceId = id;
    const first = routesOfService(routes as readonly AppRoute[], id).find((r) => r.path !== '/');
    if (first) navigate(firstScreen(first));
  };

  return (
    <Flex role="tablist" aria-label="系统模块" gap="1" h="full" overflowX="auto" hideBelow="md">
      {services.map((service) => {
        const active = service.id === serviceId;
        return (
          <chakra.button
            key={service.id}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid="service-tab"
            px="4"
            h="full"
            fontSize="sm"
            whiteSpace="nowrap"
            color="inherit"
            fontWeight={active ? 'semibold' : undefined}
            borderBottomWidth="3px"
            borderColor={active ? 'var(--header-accent)' : 'transparent'}
            _hover={{ bg: 'blackAlpha.100' }}
            onClick={() => pick(service.id)}
          >
            {service.name}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

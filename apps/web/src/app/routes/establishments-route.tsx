/**
 * /establishments: the establishments feature's page, whose editor also manages the location's
 * rooms with the resources feature's section. Composed here so neither feature imports the other.
 */
import { EstablishmentsPage } from '../../features/establishments/pages/establishments-page';
import { RoomsSection } from '../../features/resources/components/rooms-section';

/** The establishments page with the rooms section in its editor. */
export function EstablishmentsRoute() {
  return (
    <EstablishmentsPage
      renderRooms={(establishmentId) => <RoomsSection establishmentId={establishmentId} />}
    />
  );
}

/**
 * A 15-minute slot of a room held by a confirmed booking (server/venue, docs/projects.md "场地预约
 * Venue reservation"). The primary key (room, slot_start) is the booking constraint: two bookings
 * can never hold the same slot, whatever the code above it does.
 */
export interface VenueSlotClaimsTable {
  /** the room's code (dictionary venue-room) */
  room: string;
  /** 'YYYY-MM-DD HH:mm', the wall-clock start of the slot */
  slot_start: string;
  record_id: string;
  node_id: string;
  claimed_at: string;
}

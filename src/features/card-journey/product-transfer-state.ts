import type { JourneyOffer } from '../../api/card-journey-types';

/** What the product-transfer screen is handed when a Stay offer is chosen (navigation state). */
export interface ProductTransferState {
  providerId: string;
  offer: JourneyOffer;
}

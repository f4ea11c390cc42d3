/** The order detail route of @pod/contracts ROUTES ('/orders/orders-manager/:id'). */
export function orderDetailPath(orderId: string): string {
  return `/orders/orders-manager/${encodeURIComponent(orderId)}`;
}

/** What other features may use of the shop: how a table pays (the gateway rules). */
export {
  gatewayCodeFor,
  gatewayScriptFor,
  hasPaymentGateway,
  paymentWayFor,
  type ScriptGateway,
} from './payment-gateway.ts';

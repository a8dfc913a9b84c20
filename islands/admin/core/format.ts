export { whatsappLink } from "../../../shared/whatsapp";

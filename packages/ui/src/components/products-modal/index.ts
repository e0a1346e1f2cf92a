export { ProductsModal, type ProductsModalProps, type SampleProduct } from './products-modal.js';

// mfe_studio/ImageDetail: the image detail dialog for other remotes (the feeds' image cards).
// Usage: const ImageDetail = (await loadRemote('mfe_studio/ImageDetail')).default;
//        <ImageDetail image={record or null} onClose={() => …} />
import { ImageDetailDialog, type ImageDetailProps } from '../features/image-detail/ImageDetailDialog';
import '../styles.css';

export type { ImageDetailProps };
export default ImageDetailDialog;

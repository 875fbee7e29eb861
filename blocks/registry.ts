import { bannerSliderBlock } from './banner_slider/banner_slider.block';
import { bottomNavBlock } from './bottom_nav/bottom_nav.block';
import { categoriesGridBlock } from './categories_grid/categories_grid.block';
import { categoriesHorizontalStripBlock } from './categories_horizontal_strip/categories_horizontal_strip.block';
import { customHtmlBlockBlock } from './custom_html_block/custom_html_block.block';
import { productHorizontalStripBlock } from './product_horizontal_strip/product_horizontal_strip.block';
import { productsDisplayBlock } from './products_display/products_display.block';
import { productsInfiniteScrollBlock } from './products_infinite_scroll/products_infinite_scroll.block';
import { searchBlockBlock } from './search_block/search_block.block';
import { sliderCenteredBlock } from './slider_centered/slider_centered.block';
import { staticBannerBlock } from './static_banner/static_banner.block';
import { topNavBlock } from './top_nav/top_nav.block';

/** Every block, one line each. Adding a block = one folder + one line here. */
export const blockRegistry = [
  topNavBlock,
  bannerSliderBlock,
  searchBlockBlock,
  categoriesGridBlock,
  categoriesHorizontalStripBlock,
  productsDisplayBlock,
  productHorizontalStripBlock,
  sliderCenteredBlock,
  staticBannerBlock,
  customHtmlBlockBlock,
  productsInfiniteScrollBlock,
  bottomNavBlock,
] as const;

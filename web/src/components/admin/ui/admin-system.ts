import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  checkmarkRecipe,
  codeRecipe,
  colorSwatchRecipe,
  inputAddonRecipe,
  kbdRecipe,
  radiomarkRecipe,
  accordionSlotRecipe,
  avatarSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  colorPickerSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { themeConfig } from '@/components/ui/system';
import { adminLeadCardRecipe, adminLeadDetailsRecipe, adminQuoteRowRecipe } from './recipes/leads';
import { adminListRowRecipe } from './recipes/list-row';
import { adminOrderCardRecipe } from './recipes/orders';
import { adminProductTileRecipe } from './recipes/product-tile';
import { adminShellRecipe, adminSidebarRecipe } from './recipes/shell';

/**
 * The back office's Chakra system: the public slim system plus the recipes the admin screens use.
 * It is imported only from lazy admin routes, so visitors never download these recipes.
 */
const adminConfig = defineConfig({
  theme: {
    recipes: {
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      colorSwatch: colorSwatchRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      colorPicker: colorPickerSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      ratingGroup: ratingGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
      // The back office's own parts, drawn before or with every screen's first content.
      adminShell: adminShellRecipe,
      adminSidebar: adminSidebarRecipe,
      adminListRow: adminListRowRecipe,
      adminLeadCard: adminLeadCardRecipe,
      adminLeadDetails: adminLeadDetailsRecipe,
      adminQuoteRow: adminQuoteRowRecipe,
      adminProductTile: adminProductTileRecipe,
      adminOrderCard: adminOrderCardRecipe,
    },
  },
});

export const adminSystem = createSystem(mergeConfigs(defaultBaseConfig, themeConfig, adminConfig));

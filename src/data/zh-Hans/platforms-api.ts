/**
 * The API's vocabulary in Chinese: the English module (`../platforms-api`)
 * with the kinds of entry translated. Platform names stay as they are.
 */
import {withText} from '../localize';
import {apiKindLabels as englishKindLabels} from '../platforms-api';

export * from '../platforms-api';

export const apiKindLabels = withText(englishKindLabels, {
  function: '函数',
  class: '类',
  exception: '异常',
  method: '方法',
  property: '特性',
  attribute: '属性',
  type: '类型',
  constant: '常量',
});

/**
 * The diagrams in Chinese: the English module (`../diagrams`) with its words
 * translated. Figures and names come from the Chinese facts, whose numbers
 * are the English module's. The Web IDE's own labels (its panels, buttons
 * and status line) stay as the IDE shows them.
 */
import {
  changeFlow as englishChangeFlow,
  hidPairing as englishHidPairing,
  webIdeLayout as englishWebIdeLayout,
  type FlowDiagramData,
} from '../diagrams';
import {withText} from '../localize';
import {product} from '../site';
import {facts} from './facts';

export * from '../diagrams';

const hid = facts.hid;

export const hidPairing = withText(englishHidPairing, {
  label: `${hid.productName}的连接方式：USB-C 供电，HID 板本身，以及它通过蓝牙控制的手机。`,
  steps: [
    {
      title: 'USB-C 供电',
      details: [`${hid.supplyVolts} V，${hid.supplyMinAmps} A 或以上`, '充电器、电脑或充电宝'],
    },
    {
      title: hid.productName,
      details: [`${hid.chip}、状态指示灯、复位按钮`, `广播名称为 ${hid.bluetoothName}`],
    },
    {
      title: `运行 ${product.name} 的手机`,
      details: [
        '你的脚本调用 hid_click',
        'HID 板像真实鼠标一样点击',
        'Android，或开启 AssistiveTouch 的 iOS',
      ],
    },
  ],
  links: [
    {details: ['仅供电']},
    {label: hid.wireless, details: ['HID 鼠标 + 键盘', `约 ${hid.rangeMeters} 米以内`]},
  ],
});

export const changeFlow = withText(englishChangeFlow, {
  label: '对本网站的每一处修改都走这条路径：从分支到线上网站。',
  steps: [
    {title: '分支', details: ['你的副本']},
    {title: '编辑', details: ['MDX 文件']},
    {details: ['全部检查']},
    {title: '拉取请求', details: ['写明改动']},
    {title: '审查', details: ['由维护者审查']},
    {title: '部署', details: ['静态托管']},
  ],
});

export const webIdeLayout = withText(englishWebIdeLayout, {
  label: `${product.name} Web IDE 的布局：顶栏有 Run、Debug 和 Stop 按钮；左侧是 Files 面板；中间是编辑器；右侧是工具面板；底部是 Log、Run 和 Debug 面板。`,
  areas: [undefined, {title: '编辑器'}, {title: '工具面板'}, {title: '底部面板'}],
});

export const diagrams = {hidPairing, changeFlow} satisfies Record<string, FlowDiagramData>;

export { describeUserAgent, isPhone } from '@espasyo/domain/user-agent';

export { AgentFrame as AgentPage } from '../../../components/agent-frame/agent-frame';

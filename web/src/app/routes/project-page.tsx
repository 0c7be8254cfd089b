import { MessageThread } from '../../features/messages/components/message-thread';
import { ProjectRoute } from '../../features/projects/routes/project-route';

/** /projects/:id: the design project, with the messages between the member and its designer in the project's slot. */
export function ProjectPage() {
  return <ProjectRoute thread={(id) => <MessageThread kind="project" id={id} title="Messages with your designer" heading />} />;
}

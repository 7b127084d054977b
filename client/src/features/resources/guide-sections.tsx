import type { LucideIcon } from 'lucide-react';
import { Compass, HeartHandshake, Sparkles, Sunrise } from 'lucide-react';
import type { GuideAdvice, PersonalGuide, RichText as RichTextValue } from '@core/guide';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { GUIDE_TEXT } from './resource-text';
import { RichText } from './rich-text';

function GuideSection({
  title,
  icon: Icon,
  value,
}: {
  title: string;
  icon: LucideIcon;
  value: RichTextValue;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-xl">
            <Icon className="size-5 text-primary" aria-hidden /> {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RichText value={value} />
      </CardContent>
    </Card>
  );
}

function AdviceSection({
  title,
  icon,
  advice,
}: {
  title: string;
  icon: LucideIcon;
  advice: readonly GuideAdvice[];
}) {
  // The spec shows only the first advice of each kind, and the section only when there is one.
  const [first] = advice;
  return first ? <GuideSection title={title} icon={icon} value={first.content} /> : null;
}

/** The guide's four sections in the spec's order. */
export function GuideSections({ guide }: { guide: PersonalGuide }) {
  return (
    <>
      <GuideSection title={GUIDE_TEXT.introduction} icon={Sunrise} value={guide.introduction} />
      <AdviceSection title={GUIDE_TEXT.mutual} icon={HeartHandshake} advice={guide.mutualExperienceAdvice} />
      <AdviceSection title={GUIDE_TEXT.explore} icon={Compass} advice={guide.exploreTogetherAdvice} />
      <GuideSection title={GUIDE_TEXT.conclusion} icon={Sparkles} value={guide.conclusion} />
    </>
  );
}
